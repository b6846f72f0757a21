/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Document_ExpiresInputs */

const en_admin_document_expires = /** @type {(inputs: Admin_Document_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(link valid until ${i?.time})`)
};

/**
* | output |
* | --- |
* | "(link valid until {time})" |
*
* @param {Admin_Document_ExpiresInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_expires = /** @type {((inputs: Admin_Document_ExpiresInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Document_ExpiresInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_document_expires(inputs)
});