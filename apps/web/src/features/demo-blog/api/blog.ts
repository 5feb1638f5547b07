import type { BlogDetail, BlogEdit, BlogPost, BlogSidebar } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export const getPosts = async (http: AxiosInstance, signal?: AbortSignal) =>
  (await http.get<BlogPost[]>('/blog/list/data', { signal })).data
export const getSidebar = async (http: AxiosInstance, signal?: AbortSignal) =>
  (await http.get<BlogSidebar>('/blog/list/data/sidebar', { signal })).data
export const getDetail = async (http: AxiosInstance, signal?: AbortSignal) =>
  (await http.get<BlogDetail>('/blog/list/data/detail', { signal })).data
export const getEdit = async (http: AxiosInstance, signal?: AbortSignal) =>
  (await http.get<BlogEdit>('/blog/list/data/edit', { signal })).data

export const BLOG_PAGE_SIZE = 4
