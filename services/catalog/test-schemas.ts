import { createFacetRegistry } from '../../shared/facets/registry.ts';
import type { CategorySchema } from '../../shared/facets/types.ts';

/** Two small categories for the catalog's unit tests, so whole outputs stay readable; they share `area`. */
export const GARDENS: CategorySchema = {
  category: 'gardens',
  title: 'Gardens',
  description: 'Gardeners and garden design.',
  jsonLdType: 'LocalBusiness',
  facets: [
    {
      key: 'services',
      type: 'semantic-tag',
      label: 'Services',
      description: 'What is offered.',
      filterable: true,
      required: true,
      multiple: true,
      vocabulary: [
        { value: 'lawn-care', label: 'Lawn care', synonyms: ['rasenpflege', 'mowing'] },
        { value: 'tree-care', label: 'Tree care', synonyms: ['baumpflege'] },
      ],
    },
    {
      key: 'size',
      type: 'enum',
      label: 'Size',
      description: 'Team size.',
      filterable: true,
      required: false,
      multiple: false,
      values: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
    },
    {
      key: 'hourlyRate',
      type: 'number',
      label: 'Hourly rate',
      description: 'Per hour.',
      filterable: true,
      required: false,
      integer: false,
      min: 0,
      max: 500,
      unit: 'EUR',
    },
    {
      key: 'organic',
      type: 'boolean',
      label: 'Organic',
      description: 'Works without pesticides.',
      filterable: true,
      required: false,
    },
    {
      key: 'area',
      type: 'text',
      label: 'Area',
      description: 'Where.',
      filterable: true,
      required: false,
      maxLength: 100,
    },
    {
      key: 'notes',
      type: 'text',
      label: 'Notes',
      description: 'Free notes.',
      filterable: false,
      required: false,
      maxLength: 100,
    },
  ],
};

export const TOOLS: CategorySchema = {
  category: 'tools',
  title: 'Tools',
  description: 'Garden tools for sale.',
  jsonLdType: 'Product',
  facets: [
    {
      key: 'area',
      type: 'text',
      label: 'Area',
      description: 'Ships to.',
      filterable: true,
      required: false,
      maxLength: 100,
    },
    {
      key: 'condition',
      type: 'enum',
      label: 'Condition',
      description: 'New or used.',
      filterable: true,
      required: true,
      multiple: false,
      values: [
        { value: 'new', label: 'New' },
        { value: 'used', label: 'Used' },
      ],
    },
  ],
};

export const testRegistry = () => createFacetRegistry([GARDENS, TOOLS]);
