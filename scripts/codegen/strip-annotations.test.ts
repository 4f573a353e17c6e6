import { stripAnnotations } from './strip-annotations';

describe('stripAnnotations', () => {
  it('drops annotation keywords at every schema position but keeps property names', () => {
    const schema = {
      $id: 'x',
      title: 'T',
      description: 'D',
      type: 'object',
      properties: {
        title: { type: 'string', description: 'a property called title', default: 'a' },
        list: { type: 'array', items: { $comment: 'c', enum: ['title'] } },
      },
      oneOf: [{ required: ['title'], title: 'branch' }],
      definitions: { d: { description: 'x', type: 'integer' } },
    };
    expect(stripAnnotations(schema)).toEqual({
      $id: 'x',
      type: 'object',
      properties: {
        title: { type: 'string' },
        list: { type: 'array', items: { enum: ['title'] } },
      },
      oneOf: [{ required: ['title'] }],
      definitions: { d: { type: 'integer' } },
    });
  });
});
