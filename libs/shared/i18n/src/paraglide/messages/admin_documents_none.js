/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Documents_NoneInputs */

const en_admin_documents_none = /** @type {(inputs: Admin_Documents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documents were uploaded.`)
};

/**
* | output |
* | --- |
* | "No documents were uploaded." |
*
* @param {Admin_Documents_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_documents_none = /** @type {((inputs?: Admin_Documents_NoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Documents_NoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_documents_none(inputs)
});