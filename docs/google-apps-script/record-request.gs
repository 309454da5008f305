/**
 * Records each website request as one row of a Google Sheet.
 *
 * Set up (once):
 *   1. Open the sheet, then Extensions > Apps Script. Replace the code with this file. Save.
 *   2. Deploy > New deployment > type "Web app". Execute as: Me. Who has access: Anyone.
 *   3. Copy the web app URL (it ends in /exec) into VITE_SHEET_ENDPOINT and rebuild the site.
 *
 * The website posts form fields: target=Schedule, firstName, lastName, email, phone, message,
 * language: the language of the page the family wrote from ("English", "Chinese (简体中文)"),
 * form: which form sent it ("tour" for the home page's tour request, "contact" for the contact
 * page's message), and page: the path of the page the form was on ("/", "/zh/contact").
 * Every value is written as plain text: a message that starts with =, +, - or @ can never run
 * as a formula in the sheet.
 */
var SHEET_NAME = "Requests";
var FIELDS = ["firstName", "lastName", "email", "phone", "message", "language", "form", "page"];
var HEADERS = ["Received (UTC)"].concat(FIELDS);
/** Google Sheets holds at most 50,000 characters in a cell; the email has the full text. */
var CELL_LIMIT = 50000;

function doPost(e) {
  var params = (e && e.parameter) || {};
  if (params.target !== "Schedule") {
    return ContentService.createTextOutput("Ignored");
  }
  var lock = LockService.getScriptLock();
  lock.waitLock(10000);
  try {
    var sheet = requestSheet_();
    var row = [new Date().toISOString()].concat(
      FIELDS.map(function (name) {
        return asPlainText_(params[name]);
      }),
    );
    var range = sheet.getRange(sheet.getLastRow() + 1, 1, 1, row.length);
    range.setNumberFormat("@"); // the cells hold text, never numbers, dates or formulas
    range.setValues([row]);
    return ContentService.createTextOutput("OK");
  } finally {
    lock.releaseLock();
  }
}

/** The value as text that Sheets will store literally. */
function asPlainText_(value) {
  var text = String(value == null ? "" : value);
  if (text.length > CELL_LIMIT - 40) {
    text = text.slice(0, CELL_LIMIT - 40) + " [cut here; full text in the email]";
  }
  // A leading apostrophe makes Sheets keep the value as text; it is not shown in the cell.
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

function requestSheet_() {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = spreadsheet.getSheetByName(SHEET_NAME) || spreadsheet.insertSheet(SHEET_NAME);
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(HEADERS);
    sheet.setFrozenRows(1);
  } else if (sheet.getLastColumn() < HEADERS.length) {
    // A sheet started before a column was added (language, form, page): name the new columns in
    // the header row. Older rows keep those cells empty.
    var first = sheet.getLastColumn() + 1;
    sheet.getRange(1, first, 1, HEADERS.length - first + 1).setValues([HEADERS.slice(first - 1)]);
  }
  return sheet;
}
