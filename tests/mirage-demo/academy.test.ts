import { describe, expect, it } from 'vitest';
import type { AcademyCategory, Course, CourseStep } from '../../src/mirage/demo/data/academy';
import { get, useServer } from './support';

const base = '/api/apps/academy';
useServer();

describe('academy', () => {
  it('GET categories answers the categories', async () => {
    const { body } = await get<AcademyCategory[]>(`${base}/categories`);
    expect(body.map((c) => c.slug)).toEqual(['web', 'android', 'cloud', 'firebase']);
    expect(body[0]).toEqual({ id: expect.any(String), title: 'Web', slug: 'web' });
  });

  it('GET courses answers courses with the fields of SPEC §3 and the category slug', async () => {
    const { body } = await get<Course[]>(`${base}/courses`);
    const slugs = new Set((await get<AcademyCategory[]>(`${base}/categories`)).body.map((c) => c.slug));
    expect(body.length).toBe(12);
    for (const course of body) {
      expect(Object.keys(course).sort()).toEqual(
        ['category', 'description', 'duration', 'featured', 'id', 'progress', 'slug', 'title', 'totalSteps', 'updatedAt'].sort(),
      );
      expect(slugs.has(course.category)).toBe(true);
      expect(course.progress.currentStep).toBeLessThanOrEqual(course.totalSteps);
    }
  });

  it('GET courses/course answers the course with its steps in order, null when unknown', async () => {
    const [course] = (await get<Course[]>(`${base}/courses`)).body;
    const { body } = await get<Course & { steps: CourseStep[] }>(`${base}/courses/course?id=${course!.id}`);
    expect(body).toMatchObject(course!);
    expect(body.steps.length).toBe(course!.totalSteps);
    expect(body.steps.map((s) => s.order)).toEqual(body.steps.map((_, i) => i));
    expect((await get(`${base}/courses/course?id=nope`)).body).toBeNull();
    expect((await get(`${base}/courses/course`)).body).toBeNull();
  });
});
