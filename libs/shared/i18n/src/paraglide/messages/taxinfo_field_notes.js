/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_NotesInputs */

const en_taxinfo_field_notes = /** @type {(inputs: Taxinfo_Field_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything else we should know? (optional)`)
};

/**
* | output |
* | --- |
* | "Anything else we should know? (optional)" |
*
* @param {Taxinfo_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_notes = /** @type {((inputs?: Taxinfo_Field_NotesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_NotesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_notes(inputs)
});