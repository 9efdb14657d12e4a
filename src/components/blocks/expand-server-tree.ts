import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';

const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const SERVER_REFERENCE = Symbol.for('react.server.reference');
/** Deeper trees are left to React; real blocks are a few levels deep. */
const MAX_EXPANSION_DEPTH = 64;

type Thenable = PromiseLike<ReactNode>;

function isThenable(value: unknown): value is Thenable {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function isExpandable(type: unknown): type is (props: unknown) => ReactNode {
  if (typeof type !== 'function') return false;
  const marker = (type as { $$typeof?: unknown }).$$typeof;
  // Client components are references to code that runs in the browser; calling them on the
  // server throws by design. Class components need an instance.
  if (marker === CLIENT_REFERENCE || marker === SERVER_REFERENCE) return false;
  return !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
}

/**
 * Calls every server function component in a tree now instead of when React gets to it, leaving
 * only host elements (and client references). React has no error boundary on the server, so this
 * is how a caller's try/catch also covers errors thrown by nested components. An async component
 * becomes a promise child whose rejection goes to `onAsyncError` and renders nothing.
 */
export function expandServerTree(node: ReactNode, onAsyncError: (error: unknown) => void, depth = 0): ReactNode {
  if (depth > MAX_EXPANSION_DEPTH) return node;
  if (Array.isArray(node)) return node.map((child: ReactNode) => expandServerTree(child, onAsyncError, depth + 1));
  if (isThenable(node)) {
    return Promise.resolve(node).then(
      (resolved) => expandServerTree(resolved, onAsyncError, depth + 1),
      (error: unknown) => {
        onAsyncError(error);
        return null;
      },
    );
  }
  if (!isValidElement(node)) return node;
  const { type } = node;
  if (isExpandable(type)) {
    const expanded = expandServerTree(type(node.props), onAsyncError, depth + 1);
    return node.key === null ? expanded : createElement(Fragment, { key: node.key }, expanded);
  }
  const props = node.props as { children?: ReactNode };
  if (typeof type !== 'string' && type !== Fragment) return node;
  if (props.children === undefined) return node;
  const children = expandServerTree(props.children, onAsyncError, depth + 1);
  // Passed as separate arguments, like JSX passes several children: React then treats them as
  // the static list they were written as, not as a dynamic list that needs keys.
  return Array.isArray(children) ? cloneElement(node, undefined, ...(children as ReactNode[])) : cloneElement(node, undefined, children);
}
