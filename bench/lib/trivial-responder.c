/*
 * The machine's floor for a keep-alive HTTP answer on loopback: one thread, epoll, no HTTP parsing
 * beyond finding each request's blank line, one canned 200 with a 2-byte body per request. Built and
 * run by bench/static-path.bench.ts when a C compiler is present. Usage: trivial-responder PORT
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <fcntl.h>

static const char ANSWER[] = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok";
#define MAX_FD 65536
/* How much of "\r\n\r\n" each connection has seen at the end of its last read. */
static unsigned char matched[MAX_FD];

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  int one = 1;
  setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in address = {0};
  address.sin_family = AF_INET;
  address.sin_port = htons((unsigned short)atoi(argv[1]));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(listener, (struct sockaddr *)&address, sizeof address) || listen(listener, 1024)) return perror("listen"), 1;
  int poll = epoll_create1(0);
  struct epoll_event event = {.events = EPOLLIN, .data.fd = listener};
  epoll_ctl(poll, EPOLL_CTL_ADD, listener, &event);
  struct epoll_event ready[256];
  static char in[65536];
  static char out[sizeof ANSWER * 256];
  for (;;) {
    int count = epoll_wait(poll, ready, 256, -1);
    for (int i = 0; i < count; i++) {
      int fd = ready[i].data.fd;
      if (fd == listener) {
        int client;
        while ((client = accept4(listener, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
          if (client >= MAX_FD) { close(client); continue; }
          setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
          matched[client] = 0;
          struct epoll_event watch = {.events = EPOLLIN, .data.fd = client};
          epoll_ctl(poll, EPOLL_CTL_ADD, client, &watch);
        }
        continue;
      }
      ssize_t got = read(fd, in, sizeof in);
      if (got <= 0) { close(fd); continue; }
      int requests = 0;
      for (ssize_t j = 0; j < got; j++) {
        char c = in[j];
        unsigned char m = matched[fd];
        if ((m == 0 || m == 2) && c == '\r') m++;
        else if ((m == 1 || m == 3) && c == '\n') m++;
        else m = c == '\r' ? 1 : 0;
        if (m == 4) { requests++; m = 0; }
        matched[fd] = m;
      }
      size_t length = 0;
      for (int r = 0; r < requests && r < 256; r++) { memcpy(out + length, ANSWER, sizeof ANSWER - 1); length += sizeof ANSWER - 1; }
      if (length && write(fd, out, length) < 0) close(fd);
    }
  }
}
