// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const tabs = [
  { value: 'a', label: 'A', content: <p>panel a</p> },
  { value: 'b', label: 'B', content: <p>panel b</p> },
];

afterEach(cleanup);

describe('Tabs', () => {
  it('is uncontrolled with a default value', () => {
    render(<Tabs tabs={tabs} defaultValue="b" />);
    expect(screen.getByText('panel b')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'A' }), { button: 0 });
    expect(screen.getByText('panel a')).toBeTruthy();
  });

  it('follows value and reports changes through onValueChange', () => {
    const Controlled = () => {
      const [value, setValue] = useState('b');
      return (
        <>
          <Tabs tabs={tabs} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    };
    render(<Controlled />);
    expect(screen.getByText('panel b')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'A' }), { button: 0 });
    expect(screen.getByRole('status').textContent).toBe('a');
    expect(screen.getByText('panel a')).toBeTruthy();
  });

  it('stays on the given value when the parent does not change it', () => {
    render(<Tabs tabs={tabs} value="a" />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'B' }), { button: 0 });
    expect(screen.getByText('panel a')).toBeTruthy();
  });
});
