import { logoChecks } from './logo-checks';

const svg = (body: string, size = 'width="120" height="40" viewBox="0 0 120 40"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
const banner = {
  logos: { color: 'lucky.svg', white: 'lucky-white.svg' },
  theme: { primary: '#B0142A' },
};
const white = svg('<text fill="#FFFFFF">Lucky</text>');
const check = (color: string, whiteLogo = white) =>
  logoChecks(banner, (file) => (file === 'lucky.svg' ? color : whiteLogo)).map((p) => p.message);

describe('logoChecks', () => {
  it('passes a plain logo of the header size and a white logo drawn in white', () => {
    expect(check(svg('<text fill="#B0142A">Lucky</text>'))).toEqual([]);
  });

  it('refuses a logo of megabytes: every page header waits for it', () => {
    const heavy = svg(`<path d="${'M0 0 L1 1 '.repeat(400_000)}"/>`);
    expect(check(heavy)).toEqual([
      expect.stringMatching(/lucky\.svg weighs 4000 KB, more than the 50 KB/),
    ]);
  });

  it('refuses a drawing that loads an image from another host, which the CSP blocks', () => {
    const external = svg(
      '<image href="https://cdn.example.com/lucky.png" width="120" height="40"/>',
    );
    expect(check(external)).toEqual([
      expect.stringMatching(
        /loads "https:\/\/cdn\.example\.com\/lucky\.png" from outside the file/,
      ),
    ]);
    // A reference inside the file (a gradient) is fine.
    expect(check(svg('<rect fill="url(#g)"/>'))).toEqual([]);
  });

  it('refuses a white logo that paints in colour, naming the colour', () => {
    expect(check(svg('<text>L</text>'), svg('<text fill="#B0142A">Lucky</text>'))).toEqual([
      expect.stringMatching(/lucky-white\.svg is the white logo.*#B0142A.*paints with #b0142a/),
    ]);
  });
});
