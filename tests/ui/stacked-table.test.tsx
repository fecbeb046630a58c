import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { ListTable } from '../../ui/components/ListTable.js';

function Jobs() {
  const [rows, setRows] = useState(['Enrichment']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'Research'])}>
        More
      </button>
      <ListTable label="Jobs" columns={[{ label: 'Job' }, { label: 'Status' }, { label: 'Actions', srOnly: true }]} rows={rows.length} failedText={null} emptyText="None">
        {rows.map((r) => (
          <tr key={r}>
            <td>{r}</td>
            <td>Queued</td>
            <td>
              <button type="button">Cancel</button>
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

describe('Tables become cards on phones (one pattern: stacked-table + column labels)', () => {
  it('labels every cell with its column, including rows that arrive later; a screen-reader-only header gives none', async () => {
    render(<Jobs />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(table).toHaveClass('stacked-table');
    const labels = () => within(table).getAllByRole('cell').map((c) => c.dataset.label);
    expect(labels()).toEqual(['Job', 'Status', '']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await new Promise((r) => setTimeout(r, 0)); // the MutationObserver's turn
    expect(labels()).toEqual(['Job', 'Status', '', 'Job', 'Status', '']);
  });
});
