import type { ReactNode } from 'react';
import { getPageScope } from '../lib/request/get-page-scope.ts';
import '../styles/global.css';

export default async function Root({ children }: { children: ReactNode }) {
  const scope = getPageScope();
  return (
    <html lang={scope.locale}>
      <head>
        <meta name="theme-color" content={scope.channel === 'card' ? '#7a2e4d' : '#1f4e5f'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
