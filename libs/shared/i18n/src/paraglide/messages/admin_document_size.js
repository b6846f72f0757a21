/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kb: NonNullable<unknown> }} Admin_Document_SizeInputs */

const en_admin_document_size = /** @type {(inputs: Admin_Document_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kb} KB`)
};

/**
* | output |
* | --- |
* | "{kb} KB" |
*
* @param {Admin_Document_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_size = /** @type {((inputs: Admin_Document_SizeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Document_SizeInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_document_size(inputs)
});