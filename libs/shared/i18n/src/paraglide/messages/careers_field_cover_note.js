/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Field_Cover_NoteInputs */

const en_careers_field_cover_note = /** @type {(inputs: Careers_Field_Cover_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover note (optional)`)
};

/**
* | output |
* | --- |
* | "Cover note (optional)" |
*
* @param {Careers_Field_Cover_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_cover_note = /** @type {((inputs?: Careers_Field_Cover_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Field_Cover_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_field_cover_note(inputs)
});