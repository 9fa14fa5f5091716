/** The product site's shell; its pages arrive with the product itself. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Streaming</h1>
      <p>360° and regular video, live events and channels. The site is being set up; the payment sandbox demo runs at http://localhost:4000/demo/.</p>
    </main>
  );
}
