/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_List_LabelInputs */

const en_upload_list_label = /** @type {(inputs: Upload_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen files`)
};

/**
* | output |
* | --- |
* | "Chosen files" |
*
* @param {Upload_List_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_list_label = /** @type {((inputs?: Upload_List_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_List_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_upload_list_label(inputs)
});