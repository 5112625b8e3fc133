import { createContext, useContext } from 'react'
import { useLocation, useSearch } from 'wouter'

/**
 * The sign-in screens exist twice (spec §2): as pages (/login, /register, …) and as popups over the current page.
 * A popup is named in the location's search (`?dialog=register`), so the back button closes it, a reload keeps it,
 * and a flow that navigates to / after success closes it by leaving the search behind.
 */
export type AuthDialog = 'login' | 'register' | 'forgotPassword' | 'changePassword'

export const authDialogParam = 'dialog'

const pagePaths: Record<AuthDialog, string> = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
}

const names = Object.keys(pagePaths) as AuthDialog[]

/** The popup a search string names, if any. */
export function authDialogOf(search: string): AuthDialog | null {
  const name = new URLSearchParams(search).get(authDialogParam)
  return names.find((known) => known === name) ?? null
}

/** The location that shows `target` as a popup over `path`, keeping the rest of the search. */
export function authDialogHref(path: string, search: string, target: AuthDialog): string {
  const params = new URLSearchParams(search)
  params.set(authDialogParam, target)
  return `${path}?${params}`
}

/** The location of `path` with its popup closed. */
export function withoutAuthDialog(path: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(authDialogParam)
  const rest = params.toString()
  return rest ? `${path}?${rest}` : path
}

/** Whether a sign-in screen is rendered as its own page or inside the popup. */
export const AuthPresentation = createContext<'page' | 'dialog'>('page')

/**
 * Where a link between sign-in screens goes: the other page from a page, the other popup from a popup
 * (the login form's "Forgot password?" swaps the popup instead of leaving the page underneath).
 */
export function useAuthHref(): (target: AuthDialog) => string {
  const presentation = useContext(AuthPresentation)
  const [path] = useLocation()
  const search = useSearch()
  return (target) => (presentation === 'page' ? pagePaths[target] : authDialogHref(path, search, target))
}
