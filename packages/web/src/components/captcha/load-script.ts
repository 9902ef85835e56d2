const pending = new Map<string, Promise<void>>();

/** Adds a third-party script once; rejects when it fails to load (blocked, offline). */
export function loadScript(src: string): Promise<void> {
  let promise = pending.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`No se pudo cargar ${src}`));
      });
      document.head.appendChild(script);
    });
    pending.set(src, promise);
  }
  return promise;
}
