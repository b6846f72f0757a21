/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_NotesInputs */

const en_admin_field_notes = /** @type {(inputs: Admin_Field_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client's notes`)
};

/**
* | output |
* | --- |
* | "Client's notes" |
*
* @param {Admin_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_notes = /** @type {((inputs?: Admin_Field_NotesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_NotesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_notes(inputs)
});