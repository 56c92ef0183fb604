# One image for every role; docker-compose.yml picks the role with `command`.
FROM node:20-bookworm-slim
WORKDIR /app
# tsx runs the TypeScript directly, so there is no build step.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY . .
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "services/gateway/main.ts"]
