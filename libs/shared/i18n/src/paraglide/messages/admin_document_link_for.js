/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Document_Link_ForInputs */

const en_admin_document_link_for = /** @type {(inputs: Admin_Document_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get download link for ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Get download link for {name}" |
*
* @param {Admin_Document_Link_ForInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_link_for = /** @type {((inputs: Admin_Document_Link_ForInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Document_Link_ForInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_document_link_for(inputs)
});