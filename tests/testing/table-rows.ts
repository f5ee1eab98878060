import { screen, within } from '@testing-library/react';

/** The table row whose row header is `name`, once it is on screen. */
export async function rowOf(name: string): Promise<HTMLElement> {
  await screen.findByRole('rowheader', { name });
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}
