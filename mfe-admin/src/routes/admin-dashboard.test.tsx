import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminStatsQuery } from '../data/admin-stats-query.ts';
import AdminDashboard from './admin-dashboard.tsx';
import { accessMock, promptsMock, renderWithApi, statsMock, usersMock } from './admin-test-kit.tsx';

const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });

function renderDashboard(
  path = '/admin',
  mocks = [accessMock(true), statsMock(), usersMock(), promptsMock()],
) {
  return renderWithApi(<AdminDashboard />, mocks, path);
}

const notAvailable = { name: 'The admin dashboard is not available', level: 1 };

describe('AdminDashboard', () => {
  it('shows the Super Admin header, skeletons, then the four figures and the users', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Super Admin');
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
    const terms = await screen.findAllByRole('term');
    expect(terms.map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`)).toEqual([
      'Total Users: 2',
      'Total Recipes: 3',
      'Shopping Items: 4',
      'Images Generated: 1',
    ]);
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell')[0]?.textContent)).toEqual([
      undefined,
      'yotam@example.com',
      'nigella@example.com',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Yotam Ottolenghi')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('lists the top recipe creators with their counts, and the four quick actions, on Analytics', async () => {
    renderDashboard('/admin?tab=analytics');
    const creators = await screen.findByRole('region', { name: 'Top Recipe Creators' });
    const items = await within(creators).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^1\s*Yotam\s*yotam@example\.com\s*2 recipes$/);
    expect(items[1]).toHaveTextContent(/^2\s*nigella@example\.com\s*1 recipe$/);
    for (const name of [
      'Export User Data',
      'View Chat Logs',
      'System Settings',
      'Generate Reports',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeEnabled();
    }
  });

  it('opens the tab the address names, and Users for an unknown one', async () => {
    const { unmount } = renderDashboard('/admin?tab=prompts');
    await screen.findByText('Super Admin');
    expect(tab('Chatbot Prompts')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Main Chat prompt' })).toBeVisible();
    unmount();
    renderDashboard('/admin?tab=nonsense');
    await screen.findByText('Super Admin');
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the address, by pointer and by arrow keys', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('Super Admin');
    await user.click(tab('Analytics'));
    expect(tab('Analytics')).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/admin?tab=analytics');
    await user.click(tab('Users'));
    expect(location()).toBe('/admin');
    await user.keyboard('{ArrowRight}');
    expect(tab('Chatbot Prompts')).toHaveFocus();
    await waitFor(() => expect(tab('Chatbot Prompts')).toHaveAttribute('aria-selected', 'true'));
    expect(location()).toBe('/admin?tab=prompts');
    await user.keyboard('{End}');
    expect(tab('Analytics')).toHaveFocus();
    await waitFor(() => expect(location()).toBe('/admin?tab=analytics'));
  });

  it('keeps an unsaved prompt edit while another tab is open', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin?tab=prompts');
    const editor = await screen.findByRole('textbox', { name: 'Main Chat prompt' });
    await user.type(editor, ' Be brief.');
    await user.click(tab('Users'));
    expect(screen.queryByRole('textbox', { name: 'Main Chat prompt' })).toBeNull();
    await user.click(tab('Chatbot Prompts'));
    expect(screen.getByRole('textbox', { name: 'Main Chat prompt' })).toHaveValue(
      'You are a friendly cooking assistant. Be brief.',
    );
    expect(screen.getAllByRole('button', { name: 'Save Changes' })[0]).toBeEnabled();
  });

  it('shows a non-admin the not-available screen and asks for none of the figures', async () => {
    // No stats or prompts answer is mocked: asking for one would fail the render with an error.
    renderDashboard('/admin?tab=prompts', [accessMock(false)]);
    expect(await screen.findByRole('heading', notAvailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Super Admin')).toBeNull();
  });

  it('shows the not-available screen when the server refuses the figures', async () => {
    renderDashboard('/admin', [
      accessMock(true),
      {
        request: { query: AdminStatsQuery },
        result: {
          errors: [new GraphQLError('Not authorized', { extensions: { code: 'FORBIDDEN' } })],
        },
      },
      usersMock(),
    ]);
    expect(await screen.findByRole('heading', notAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers Try again when the figures could not be loaded, and shows them once they are', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin', [
      accessMock(true),
      { request: { query: AdminStatsQuery }, error: new Error('offline') },
      statsMock(),
      usersMock(),
    ]);
    const heading = await screen.findByRole('heading', { name: 'The figures could not be loaded' });
    const alert = heading.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not announced');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('term')).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
