/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_NoteInputs */

const en_admin_field_note = /** @type {(inputs: Admin_Field_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal note`)
};

/**
* | output |
* | --- |
* | "Internal note" |
*
* @param {Admin_Field_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_note = /** @type {((inputs?: Admin_Field_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_note(inputs)
});