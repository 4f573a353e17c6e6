import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { useAppNavigate } from './use-app-navigate';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('useAppNavigate', () => {
  it('moves and replaces in a data router as useNavigate does', async () => {
    let go: ReturnType<typeof useAppNavigate> | undefined;
    function Page() {
      go = useAppNavigate();
      return <Where />;
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <Outlet />, children: [{ path: '*', element: <Page /> }] }],
      { initialEntries: ['/freshpass/manage'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => go?.('/freshpass/manage/confirmation?from=reinstate'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/freshpass/manage/confirmation?from=reinstate',
    );
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => go?.('/freshpass/manage', { replace: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/freshpass/manage');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves in a plain router too (the component tests)', async () => {
    function Page() {
      const go = useAppNavigate();
      useEffect(() => go('/next?x=1'), [go]);
      return <Where />;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(await screen.findByText('/next?x=1')).toBeInTheDocument();
  });

  it('does not render its screen again while a move waits for the next route’s lazy step', async () => {
    const renders = { app: 0, router: 0 };
    function WithAppNavigate() {
      renders.app += 1;
      useAppNavigate();
      return <Link to="/next">Next</Link>;
    }
    function WithUseNavigate() {
      renders.router += 1;
      useNavigate();
      return null;
    }
    let loaded = () => undefined as void;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <WithAppNavigate />
              <WithUseNavigate />
            </>
          ),
        },
        {
          path: '/next',
          lazy: () => new Promise((done) => (loaded = () => done({ element: <p>Next page</p> }))),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(renders).toEqual({ app: 1, router: 1 });
    await act(async () => void router.navigate('/next'));
    expect(router.state.navigation.state).toBe('loading');
    // useNavigate's caller rendered for the router's loading state; useAppNavigate's did not.
    expect(renders).toEqual({ app: 1, router: 2 });
    await act(async () => loaded());
    expect(await screen.findByText('Next page')).toBeInTheDocument();
  });
});
