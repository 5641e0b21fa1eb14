import { getToastStore } from '@app/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listedUsers, renderWithApi, usersMock } from '../../routes/admin-test-kit.tsx';
import { AdminRemoveTwoFactorMutation, AdminUsersQuery } from './users-query.ts';
import { UsersTab } from './users-tab.tsx';

const location = () => screen.getByTestId('location').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search users' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const [yotam, nigella] = listedUsers as [(typeof listedUsers)[0], (typeof listedUsers)[0]];
const page = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, index) => ({
    ...yotam,
    id: `${prefix}${index}`,
    email: `${prefix}${index}@example.com`,
  }));

describe('UsersTab', () => {
  it('shows skeletons, then every user with the total count and a status badge each', async () => {
    renderWithApi(<UsersTab />, [usersMock({ totalCount: 1234, hasNextPage: false })]);
    expect(screen.getByTestId('users-skeleton')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toEqual([yotam.email, nigella.email]);
    expect(screen.getByText('1,234 users · newest first')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Unconfirmed')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).toBeNull();
  });

  it('searches a moment after the typing stops, keeps it in the address and says how many match', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <UsersTab />,
      [usersMock(), usersMock({ search: 'nig', users: [nigella] })],
      '/admin?tab=users',
    );
    await screen.findByRole('table');
    await user.type(searchBox(), 'nig');
    // One request for the whole word: no mock answers 'n' or 'ni'.
    await waitFor(() => expect(location()).toBe('/admin?tab=users&q=nig'));
    await screen.findByText('1 user matches ‘nig’ · newest first');
    expect(rowsOf(screen.getByRole('table'))).toEqual([nigella.email]);
  });

  it('opens with the search the address holds, and shows an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <UsersTab />,
      [usersMock({ search: 'zzz', users: [], endCursor: null }), usersMock()],
      '/admin?q=zzz',
    );
    expect(await screen.findByRole('heading', { name: 'No users match ‘zzz’' })).toBeVisible();
    expect(searchBox()).toHaveValue('zzz');
    expect(screen.getByText('0 users match ‘zzz’ · newest first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('table');
    expect(location()).toBe('/admin');
    expect(searchBox()).toHaveValue('');
  });

  it('pages by cursor: Next asks for the page after the end cursor, Previous goes back', async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersTab />, [
      usersMock({ users: page('a', 20), totalCount: 25, endCursor: 'c20', hasNextPage: true }),
      usersMock({ after: 'c20', users: page('b', 5), totalCount: 25, endCursor: 'c25' }),
    ]);
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pager).getByText('1–20 of 25')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await within(pager).findByText('21–25 of 25');
    expect(rowsOf(screen.getByRole('table'))).toEqual(page('b', 5).map((each) => each.email));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await within(pager).findByText('1–20 of 25');
    expect(rowsOf(screen.getByRole('table'))[0]).toBe('a0@example.com');
  });

  it('offers Try again when the users could not be loaded', async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersTab />, [
      {
        request: { query: AdminUsersQuery, variables: { search: null, first: 20, after: null } },
        error: new Error('offline'),
      },
      usersMock(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The users could not be loaded')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("removes a cook's two-factor after a confirmation, and the row follows", async () => {
    const user = userEvent.setup();
    renderWithApi(<UsersTab />, [
      usersMock(),
      {
        request: { query: AdminRemoveTwoFactorMutation, variables: { userId: yotam.id } },
        result: {
          data: {
            adminRemoveTwoFactor: {
              __typename: 'AdminRemoveTwoFactorSuccess',
              user: { __typename: 'AdminUser', id: yotam.id, hasTwoFactor: false },
            },
          },
        },
      },
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Two-factor')).toBeInTheDocument();
    // Only the cook with a factor has the button.
    expect(within(table).getAllByRole('button', { name: /Remove Two-Factor/ })).toHaveLength(1);
    await user.click(
      within(table).getByRole('button', { name: `Remove Two-Factor for ${yotam.email}` }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove two-factor for Yotam Ottolenghi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('Two-factor')).toBeNull());
    expect(within(table).queryByRole('button', { name: /Remove Two-Factor/ })).toBeNull();
    expect(
      getToastStore()
        .getToasts()
        .find((toast) => toast.isOpen)?.title,
    ).toBe('Two-Factor Removed');
  });
});
