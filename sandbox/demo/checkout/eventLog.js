// What the page tells the shopper (error and result lines) and the event log under the form.
const log = document.getElementById('log');
const errorText = document.getElementById('error');
const resultText = document.getElementById('result');

export function note(message) {
  log.textContent += `${new Date().toLocaleTimeString()}  ${message}\n`;
}

export function showError(message) {
  errorText.textContent = message;
  errorText.hidden = false;
}

export function showResult(message) {
  resultText.textContent = message;
  resultText.hidden = false;
}

/** A payment client error as the log shows it: its code, then its message. */
export const failureText = (error) => `${error && error.code ? ` (${error.code})` : ''}: ${error && error.message ? error.message : 'unknown error'}`;
