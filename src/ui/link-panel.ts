// The share panel: a link in a selectable field, for when the clipboard cannot be written. DOM, like
// the notices (notice.ts), so the link can be selected and copied by hand; a fresh start of the
// test build's page takes it away with them (clearEveryNotice, by its id).

/** A panel with the link in a selectable field, for when the clipboard cannot be written. */
export function showLinkPanel(link: string): void {
  document.getElementById('share-panel')?.remove();
  const panel = document.createElement('div');
  panel.id = 'share-panel';
  Object.assign(panel.style, {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: '11',
    width: 'min(92vw, 620px)',
    background: 'rgba(22, 50, 60, 0.98)',
    border: '1px solid #3c7a90',
    borderRadius: '12px',
    padding: '10px',
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    font: '15px "Trebuchet MS", "Segoe UI", Roboto, Arial, sans-serif',
    color: '#e8f6f8',
  });
  const field = document.createElement('input');
  field.readOnly = true;
  field.value = link;
  field.setAttribute('aria-label', 'Link to this game');
  Object.assign(field.style, {
    flex: '1',
    minWidth: '0',
    minHeight: '44px',
    font: 'inherit',
    userSelect: 'text',
    webkitUserSelect: 'text',
    background: '#0d1b1e',
    color: '#e8f6f8',
    border: '1px solid #2a5564',
    borderRadius: '8px',
    padding: '0 8px',
  });
  const close = document.createElement('button');
  close.textContent = 'Close';
  Object.assign(close.style, {
    minWidth: '64px',
    minHeight: '44px',
    font: 'inherit',
    color: '#e8f6f8',
    background: '#21495a',
    border: '1px solid #3c7a90',
    borderRadius: '8px',
  });
  close.addEventListener('click', () => panel.remove());
  panel.append(field, close);
  document.body.appendChild(panel);
  field.focus();
  field.select();
}
