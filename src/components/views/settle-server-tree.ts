import { cloneElement, Fragment, isValidElement, type ReactNode } from 'react';
import { expandServerTree } from '../blocks/expand-server-tree.ts';

function isThenable(value: unknown): value is PromiseLike<ReactNode> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

async function awaitTree(node: ReactNode): Promise<ReactNode> {
  if (isThenable(node)) return awaitTree(await node);
  if (Array.isArray(node)) return Promise.all(node.map((child: ReactNode) => awaitTree(child)));
  if (!isValidElement(node)) return node;
  const children = (node.props as { children?: ReactNode }).children;
  if (children === undefined || (typeof node.type !== 'string' && node.type !== Fragment)) return node;
  const settled = await awaitTree(children);
  return Array.isArray(settled) ? cloneElement(node, undefined, ...(settled as ReactNode[])) : cloneElement(node, undefined, settled);
}

/**
 * Renders every server component of a tree now and waits for the async ones, so the caller's
 * try/catch sees an error anywhere in it (React has no error boundary on the server). Client
 * components and what they receive are left to React.
 */
export async function settleServerTree(node: ReactNode): Promise<ReactNode> {
  const errors: unknown[] = [];
  const settled = await awaitTree(expandServerTree(node, (error) => errors.push(error)));
  if (errors.length > 0) throw errors[0];
  return settled;
}
