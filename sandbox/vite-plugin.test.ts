import { sandboxHandles } from './vite-plugin';

describe('dev server routing', () => {
  it('sends service calls and stand-in pages to the sandbox', () => {
    for (const url of [
      '/bin/swy/unified/userinfo?banner=vons&_=123',
      '/api/subscription/plans',
      '/content/vons/faq',
      '/__sandbox/reset',
      '/account/sign-in.html?persona=trial&redirect=/freshpass/manage',
      '/tokenservice/frame.html?parentOrigin=http%3A%2F%2Flocalhost%3A5173',
    ]) {
      expect(sandboxHandles(url)).toBe(true);
    }
  });

  it('leaves app routes and Vite module requests to Vite', () => {
    for (const url of [
      '/freshpass/manage',
      '/src/main.tsx',
      '/content/error-catalogue.json?import',
      '/content/faq.json?t=1700000000000',
      '/@vite/client',
    ]) {
      expect(sandboxHandles(url)).toBe(false);
    }
  });
});
