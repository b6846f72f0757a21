/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Document_FailedInputs */

const en_admin_document_failed = /** @type {(inputs: Admin_Document_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link could not be made. Please try again.`)
};

/**
* | output |
* | --- |
* | "The link could not be made. Please try again." |
*
* @param {Admin_Document_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_failed = /** @type {((inputs?: Admin_Document_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Document_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_document_failed(inputs)
});