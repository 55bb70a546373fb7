import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList, TabPanel } from './Tabs';

const TABS = ['One', 'Two', 'Three', 'Four', 'Five'].map((label) => ({ key: label.toLowerCase(), label }));

/** Five tabs, each with its own panel; `pageSize` shows them a page at a time, as the complaint list does. */
function Tabs({ pageSize }: { pageSize?: number }) {
  const [selected, setSelected] = useState('one');
  const index = TABS.findIndex((tab) => tab.key === selected);
  const first = pageSize ? Math.floor(index / pageSize) * pageSize : 0;
  return (
    <>
      <TabList
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        label="Numbers"
        idPrefix="n"
        shown={pageSize ? [first, first + pageSize] : undefined}
      />
      {TABS.map((tab) => (
        <TabPanel key={tab.key} idPrefix="n" tab={tab.key} hidden={tab.key !== selected}>
          {tab.label} panel
        </TabPanel>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList and TabPanel', () => {
  it('names the list, ties each tab to its panel and the panel back to its tab', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('One panel');
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // the others are hidden
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Tabs />);
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab on click and shows its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(tab('Three'));
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Three panel');
  });

  it('moves and selects with the arrow keys, wrapping at both ends, and Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Five')).toHaveFocus();
    expect(tab('Five')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Five')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeInTheDocument();
  });

  it('moves focus to a tab of the next page once that page is shown (paged list)', async () => {
    const user = userEvent.setup();
    render(<Tabs pageSize={2} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['One', 'Two']);
    await user.click(tab('Two'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Three', 'Four']);
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Five')).toHaveFocus();
  });

  it('leaves other keys alone (a tab is not moved by typing)', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(tab('Two'));
    await user.keyboard('{ArrowDown}a');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  });
});
