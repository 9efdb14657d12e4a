export default async function Home() {
  return <h1>Home</h1>;
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
