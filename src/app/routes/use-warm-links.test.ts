import { SCREEN_ROUTES } from '../../routes/route-table';
import { routeOfLink, visibleLinkRoutes, WARM_LINKS_MAX, warmInTurn } from './use-warm-links';

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

describe('warming in turn', () => {
  /** An idle queue the test runs by hand: what is waiting, and a way to run the next one. */
  function idleQueue() {
    const waiting: (() => void)[] = [];
    const idle = (run: () => void) => {
      waiting.push(run);
      return () => {
        const at = waiting.indexOf(run);
        if (at >= 0) waiting.splice(at, 1);
      };
    };
    return { idle, waiting, runNext: () => waiting.shift()?.() };
  }
  const routes = SCREEN_ROUTES.slice(0, 3);

  it('warms the first route at once and each next one in an idle slot of its own', () => {
    const warmed: string[] = [];
    const queue = idleQueue();
    warmInTurn(routes, (route) => warmed.push(route.path), queue.idle);
    expect(warmed).toEqual([routes[0].path]);
    expect(queue.waiting).toHaveLength(1);
    queue.runNext();
    expect(warmed).toEqual([routes[0].path, routes[1].path]);
    queue.runNext();
    expect(warmed).toEqual(routes.map((route) => route.path));
    expect(queue.waiting).toHaveLength(0);
  });

  it('stops the routes not yet started when the screen changes', () => {
    const warmed: string[] = [];
    const queue = idleQueue();
    const stop = warmInTurn(routes, (route) => warmed.push(route.path), queue.idle);
    queue.runNext();
    stop();
    expect(queue.waiting).toHaveLength(0);
    expect(warmed).toEqual([routes[0].path, routes[1].path]);
  });

  it('does nothing for a screen without links', () => {
    const queue = idleQueue();
    warmInTurn([], () => expect.unreachable(), queue.idle)();
    expect(queue.waiting).toHaveLength(0);
  });
});
