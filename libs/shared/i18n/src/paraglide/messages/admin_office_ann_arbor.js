/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Office_Ann_ArborInputs */

const en_admin_office_ann_arbor = /** @type {(inputs: Admin_Office_Ann_ArborInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ann Arbor`)
};

/**
* | output |
* | --- |
* | "Ann Arbor" |
*
* @param {Admin_Office_Ann_ArborInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_ann_arbor = /** @type {((inputs?: Admin_Office_Ann_ArborInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Office_Ann_ArborInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_office_ann_arbor(inputs)
});