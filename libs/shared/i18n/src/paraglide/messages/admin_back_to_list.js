/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Admin_Back_To_ListInputs */

const en_admin_back_to_list = /** @type {(inputs: Admin_Back_To_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Back to {list}" |
*
* @param {Admin_Back_To_ListInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_back_to_list = /** @type {((inputs: Admin_Back_To_ListInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Back_To_ListInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_back_to_list(inputs)
});