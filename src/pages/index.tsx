import { ShopPage } from '../components/views/shop-page.tsx';

/** `/` is not matched by the catch-all in Waku; same view. */
export default function HomePage() {
  return <ShopPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
