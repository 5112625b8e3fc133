import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  fallback(error: unknown, reset: () => void): ReactNode
  children: ReactNode
}

/** Keeps a render failure inside the region it happened in; `reset` renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  reset = () => this.setState({ error: null, failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
