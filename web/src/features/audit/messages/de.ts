/** German (the first language). */
export const de = {
  nav: { audit: 'Audit-Log' },
  audit: { title: 'Audit-Log', type: 'Ereignistyp', actor: 'Akteur', from: 'Von', till: 'Bis' },
};
