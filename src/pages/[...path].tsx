import type { PageProps } from 'waku/router';

export default async function ShopPage({ path }: PageProps<'/[...path]'>) {
  return <h1>Hello {path}</h1>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
