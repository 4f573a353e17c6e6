/** Issue 22 §6: "More partner offers" never repeats the partner discount the page already shows. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Screen } from '../layout/layout-renderer';
import { RenderEnvProvider } from '../render-env';
import { testEnv } from '../testing/test-env';

const data = {
  offers: [
    { offerId: 'expedia', partnerName: 'Expedia', discountCode: 'EXPEDIA25', link: '/x' },
    { offerId: 'hotels', partnerName: 'Hotels.com', discountCode: 'HOTELS10', link: '/y' },
  ],
};

function renderAt(path: string) {
  const layout = {
    id: 'l',
    blocks: [
      {
        type: 'partnerOffers',
        id: 'more',
        props: { heading: 'More partner offers' },
      },
    ],
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <RenderEnvProvider
        env={testEnv({
          dataSources: {
            ...testEnv().dataSources,
            partnerOffers: () => ({ data, isLoading: false }),
          },
        })}
      >
        <Screen layout={{ ...layout, blocks: [{ ...layout.blocks[0]!, data: 'partnerOffers' }] }} />
      </RenderEnvProvider>
    </MemoryRouter>,
  );
}

describe('partner offers', () => {
  it('leave out the offer of the discount the page shows', () => {
    renderAt('/freshpass/manage/discount?discountCode=expedia25');
    expect(screen.getByRole('heading', { name: 'Hotels.com' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Expedia' })).toBeNull();
  });

  it('show every offer on a page that shows no discount', () => {
    renderAt('/freshpass/manage');
    expect(screen.getByRole('heading', { name: 'Expedia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotels.com' })).toBeInTheDocument();
  });
});
