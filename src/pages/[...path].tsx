import { ShopPage } from '../components/views/shop-page.tsx';

/** All shop URLs: the route was resolved by the request middleware (src/lib/routing). */
export default function CatchAllPage() {
  return <ShopPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
