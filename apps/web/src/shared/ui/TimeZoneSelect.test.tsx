import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { read, write } from '../storage';
import { SiteDayNote, TimeZoneSelect } from './TimeZoneSelect';

describe('the time zone setting', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  it('stores the chosen zone and goes back to the device with the first option', async () => {
    const user = userEvent.setup();
    render(<TimeZoneSelect />);
    const select = screen.getByTestId<HTMLSelectElement>('time-zone-select');
    await user.selectOptions(select, 'Asia/Ho_Chi_Minh');
    expect(read('timeZone')).toBe('Asia/Ho_Chi_Minh');
    expect(select.value).toBe('Asia/Ho_Chi_Minh');
    await user.selectOptions(select, '');
    expect(read('timeZone')).toBeNull();
  });

  it("names China time for business days whatever the viewer's zone", () => {
    write('timeZone', 'Asia/Ho_Chi_Minh');
    render(<SiteDayNote />);
    const note = screen.getByTestId('site-day-note').textContent ?? '';
    expect(note).toContain('GMT+8');
    expect(note).not.toContain('GMT+7');
  });
});
