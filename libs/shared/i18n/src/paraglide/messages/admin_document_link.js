/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Document_LinkInputs */

const en_admin_document_link = /** @type {(inputs: Admin_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get download link`)
};

/**
* | output |
* | --- |
* | "Get download link" |
*
* @param {Admin_Document_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_link = /** @type {((inputs?: Admin_Document_LinkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Document_LinkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_document_link(inputs)
});