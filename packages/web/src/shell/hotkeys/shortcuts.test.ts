import { describe, expect, it } from 'vitest';
import { isTyping, shortcutRows } from './shortcuts.ts';

describe('the keyboard shortcuts', () => {
  it("list a 'g' sequence for each page the roles allow, in the nav's order", () => {
    const goTo = (roles: string[]) =>
      shortcutRows(roles)
        .filter((row) => row.action === 'shortcuts.goTo')
        .map((row) => row.keys.join(' '));
    expect(goTo(['org_mgr'])).toEqual(['g o', 'g u', 'g c', 'g i', 'g a']);
    expect(goTo(['usr_mgr'])).toEqual(['g u']);
    expect(goTo(['cnx_mgr'])).toEqual(['g c']);
    expect(goTo(['regular'])).toEqual([]);
    expect(shortcutRows([]).map((row) => row.keys.join(' '))).toEqual(['/', 'n', '?']);
  });

  it('count a key press in a text field, a text area, a select or editable text as typing', () => {
    const element = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    for (const typing of ['<input>', '<input type="search">', '<textarea></textarea>', '<select></select>'])
      expect(isTyping(element(typing)), typing).toBe(true);
    for (const not of ['<input type="checkbox">', '<button></button>', '<div tabindex="0"></div>'])
      expect(isTyping(element(not)), not).toBe(false);
    const editable = element('<div contenteditable="true"></div>') as HTMLElement;
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTyping(editable)).toBe(true);
    expect(isTyping(null)).toBe(false);
  });
});
