/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Field_NotesInputs */

const en_group_field_notes = /** @type {(inputs: Group_Field_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred dates and notes (optional)`)
};

/**
* | output |
* | --- |
* | "Preferred dates and notes (optional)" |
*
* @param {Group_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_notes = /** @type {((inputs?: Group_Field_NotesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Field_NotesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_field_notes(inputs)
});