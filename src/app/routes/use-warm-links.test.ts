import { routeOfLink, visibleLinkRoutes, WARM_LINKS_MAX } from './use-warm-links';

/** A link at a given top edge on the page, 20 px high (jsdom lays nothing out). */
function link(href: string, top: number, width = 100): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.getBoundingClientRect = () => ({ top, bottom: top + 20, width }) as DOMRect;
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which links are warmed', () => {
  it("takes the routes of the links on screen, once each, never the one showing's", () => {
    const main = document.createElement('main');
    main.append(
      link('/freshpass/manage/change', 10),
      link('/freshpass/manage/cancel-plan', 40),
      link('/freshpass/manage/cancel-plan.html', 70),
      link('/freshpass/manage', 100),
      link('/freshpass/manage/freshpass-faq', window.innerHeight + 10),
      link('/freshpass/manage/update-payments', 130, 0),
      link('https://example.com/freshpass/manage/subscribe', 160),
      link('/shop/home.html', 190),
    );
    document.body.append(main);
    expect(visibleLinkRoutes(main, '/freshpass/manage').map((r) => r.path)).toEqual([
      '/freshpass/manage/change',
      '/freshpass/manage/cancel-plan',
    ]);
  });

  it('takes at most WARM_LINKS_MAX routes from one screen', () => {
    const main = document.createElement('main');
    const paths = [
      'change',
      'confirmation',
      'cancel-plan',
      'update-payments',
      'subscribe',
      'freshpass-faq',
      'govassist',
      'discount',
    ];
    paths.forEach((path, i) => main.append(link(`/freshpass/manage/${path}`, i * 30)));
    expect(visibleLinkRoutes(main, '/freshpass/manage')).toHaveLength(WARM_LINKS_MAX);
  });

  it('leaves out a link that opens another window', () => {
    const other = link('/freshpass/manage/change', 0);
    other.target = '_blank';
    expect(routeOfLink(other, '/freshpass/manage')).toBeUndefined();
    expect(routeOfLink(link('/freshpass/manage/change', 0), '/freshpass/manage')?.screen).toBe(
      'change',
    );
  });
});
