import type { AnyStateMachine } from 'xstate'

type AnyNode = AnyStateMachine['root']
type Transition = ReturnType<AnyNode['transitions']['get']> extends (infer T)[] | undefined ? T : never

/**
 * A Mermaid state diagram drawn from the machine itself, so a doc page can't drift from the code. Invoke
 * outcomes read "done <id>" / "failed <id>", delays "after <ms>ms", guards in brackets.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2']
  renderChildren(machine.root, lines, '  ')
  // Transitions of the machine itself fire from whichever state is active.
  for (const transition of [...machine.root.transitions.values()].flat()) {
    for (const target of transition.target ?? []) {
      lines.push(`  note right of ${idOf(target as AnyNode)} : from any state, ${label(transition)}`)
    }
  }
  return lines.join('\n')
}

const idOf = (node: AnyNode) => node.id.replaceAll('.', '__')

function renderChildren(parent: AnyNode, lines: string[], indent: string): void {
  const children = Object.values(parent.states) as AnyNode[]
  if (children.length === 0) return
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`)
      renderState(child, lines, indent)
    })
  } else {
    const initial = parent.initial?.target[0]
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial as AnyNode)}`)
    for (const child of children) renderState(child, lines, indent)
  }
  for (const child of children) renderTransitions(child, lines, indent)
}

function renderState(node: AnyNode, lines: string[], indent: string): void {
  const id = idOf(node)
  lines.push(`${indent}state "${node.key}" as ${id}`)
  const invokes = node.invoke.map((invoke) => invoke.id).join(', ')
  if (invokes) lines.push(`${indent}${id} : invokes ${invokes}`)
  if (Object.keys(node.states).length > 0) {
    lines.push(`${indent}state ${id} {`)
    renderChildren(node, lines, `${indent}  `)
    lines.push(`${indent}}`)
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`)
}

function renderTransitions(node: AnyNode, lines: string[], indent: string): void {
  const all: Transition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
  for (const transition of all) {
    for (const target of transition.target ?? []) {
      lines.push(`${indent}${idOf(node)} --> ${idOf(target as AnyNode)} : ${label(transition)}`)
    }
  }
}

function label(transition: Transition): string {
  const event = transition.eventType
  const name =
    event === ''
      ? 'always'
      : (/^xstate\.done\.actor\.(.+)$/.exec(event)?.[1]?.replace(/^/, 'done ') ??
        /^xstate\.error\.actor\.(.+)$/.exec(event)?.[1]?.replace(/^/, 'failed ') ??
        /^xstate\.after\.(\d+)\./.exec(event)?.[1]?.replace(/^(.*)$/, 'after $1ms') ??
        event)
  const guard = transition.guard
  const guardName = typeof guard === 'string' ? guard : guard && 'type' in guard ? String(guard.type) : null
  return guardName ? `${name} [${guardName}]` : name
}
