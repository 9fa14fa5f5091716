/** Waits for `url` to answer 200; `gaveUp` may say why waiting longer is pointless (its server stopped). */
export async function waitFor(url, gaveUp = () => false) {
  for (let i = 0; i < 120; i += 1) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}
