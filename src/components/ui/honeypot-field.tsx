/**
 * A field people never see and bots fill in (`website`): the form's action refuses a post that
 * carries a value in it. Off-screen rather than hidden, as bots skip `display: none` fields;
 * `aria-hidden` and `tabIndex=-1` keep it away from screen readers and the keyboard.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
