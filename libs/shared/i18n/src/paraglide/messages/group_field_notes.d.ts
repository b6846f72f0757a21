/**
* | output |
* | --- |
* | "Preferred dates and notes (optional)" |
*
* @param {Group_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_notes: ((inputs?: Group_Field_NotesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_NotesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_NotesInputs = {};
