/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Hint_NotesInputs */

const en_taxinfo_hint_notes = /** @type {(inputs: Taxinfo_Hint_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Social Security or account numbers, please.`)
};

/**
* | output |
* | --- |
* | "No Social Security or account numbers, please." |
*
* @param {Taxinfo_Hint_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_hint_notes = /** @type {((inputs?: Taxinfo_Hint_NotesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Hint_NotesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_hint_notes(inputs)
});